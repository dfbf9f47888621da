import { GENDERS, type PersonalDetails, type ProfileEditBody } from '@jackdaw/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { problemFromError, problemKey, type FormProblem } from '../../../shared/lib/form-problem';
import { SelectField, SubmitButton, TextField } from '../../../shared/ui/form';
import { FormOutcome } from '../../../shared/ui/problem-line';
import { useEditProfile } from '../api/edit-profile';
import { formatDisplayDate, parseDisplayDate } from '../lib/display-date';
import { CountryField } from './country-field';
import { useCountryOptions } from './use-country-options';

/**
 * Identity details of /profile/personal (engagement §2): first name, second name, nationality,
 * gender, date of birth (typed and shown DD-MM-YYYY) and country. Only changed fields are sent.
 */
export function PersonalDetailsForm({ personal }: { personal: PersonalDetails }) {
  const { t } = useTranslation();
  const mutation = useEditProfile();
  const countryOptions = useCountryOptions().options.map((option) => ({
    value: option.code,
    label: option.label,
  }));
  const [firstName, setFirstName] = useState(personal.firstName);
  const [secondName, setSecondName] = useState(personal.secondName);
  const [nationality, setNationality] = useState(personal.nationality ?? '');
  const [gender, setGender] = useState<string>(personal.gender ?? '');
  const [birthday, setBirthday] = useState(formatDisplayDate(personal.birthday));
  const [country, setCountry] = useState(personal.country ?? '');
  const [local, setLocal] = useState<FormProblem | null>(null);
  const problem = local ?? (mutation.isError ? problemFromError(mutation.error) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    const isoBirthday = birthday.trim() ? parseDisplayDate(birthday) : null;
    if (birthday.trim() && !isoBirthday) {
      setLocal({ key: problemKey('BIRTHDAY_INVALID') });
      return;
    }
    setLocal(null);
    const body: ProfileEditBody = {};
    if (firstName.trim() !== personal.firstName) body.firstName = firstName.trim();
    if (secondName.trim() !== personal.secondName) body.secondName = secondName.trim();
    if (nationality && nationality !== personal.nationality) body.nationality = nationality;
    const chosenGender = GENDERS.find((value) => value === gender);
    if (chosenGender && chosenGender !== personal.gender) body.gender = chosenGender;
    if (isoBirthday && isoBirthday !== personal.birthday) body.birthday = isoBirthday;
    if (country && country !== personal.country) body.country = country;
    mutation.mutate(body);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 md:grid-cols-2"
      aria-label={t('profile.personal.details')}
      data-testid="personal-details-form"
    >
      <TextField
        label={t('form.firstName')}
        name="firstName"
        autoComplete="given-name"
        maxLength={100}
        value={firstName}
        onChange={(event) => setFirstName(event.target.value)}
        disabled={mutation.isPending}
      />
      <TextField
        label={t('form.secondName')}
        name="secondName"
        autoComplete="family-name"
        maxLength={100}
        value={secondName}
        onChange={(event) => setSecondName(event.target.value)}
        disabled={mutation.isPending}
      />
      <SelectField
        label={t('form.nationality')}
        name="nationality"
        value={nationality}
        onChange={setNationality}
        options={countryOptions}
        placeholder={t('form.choose')}
        disabled={mutation.isPending}
      />
      <SelectField
        label={t('form.gender')}
        name="gender"
        autoComplete="sex"
        value={gender}
        onChange={setGender}
        options={GENDERS.map((value) => ({ value, label: t(`form.gender.${value}`) }))}
        placeholder={t('form.choose')}
        disabled={mutation.isPending}
      />
      <TextField
        label={t('form.birthday')}
        name="birthday"
        autoComplete="bday"
        inputMode="numeric"
        placeholder={t('form.datePlaceholder')}
        value={birthday}
        onChange={(event) => setBirthday(event.target.value)}
        disabled={mutation.isPending}
      />
      <CountryField value={country} onChange={setCountry} disabled={mutation.isPending} />
      <div className="flex flex-col gap-3 md:col-span-2">
        <FormOutcome
          saved={mutation.isSuccess}
          savedText={t('profile.personal.saved')}
          problem={problem}
        />
        <div className="md:w-56">
          <SubmitButton pending={mutation.isPending}>{t('form.save')}</SubmitButton>
        </div>
      </div>
    </form>
  );
}
