import { describe, expect, it } from 'vitest';
import { categoryRoute, linkDestination } from './link-destination';

const at = (pathname: string, search = '') => {
  const destination = linkDestination(pathname, search);
  return destination ? destination.pathname + destination.search : null;
};

describe('linkDestination', () => {
  it('opens the sign-in and sign-up popups from /login and /register, keeping the query', () => {
    expect(at('/login')).toBe('/?popup=sign-in');
    expect(at('/register', '?r=FRIEND1&utm_source=x')).toBe(
      '/?r=FRIEND1&utm_source=x&popup=sign-up',
    );
    expect(at('/tr/login')).toBe('/tr?popup=sign-in');
    expect(at('/TR/register/')).toBe('/tr?popup=sign-up');
  });

  it('opens the category a link names, by route or by catalogue slug', () => {
    expect(at('/', '?category=slots')).toBe('/slots');
    expect(at('/', '?category=table-games&name=jackdaw')).toBe('/table?name=jackdaw');
    expect(at('/ru', '?category=live-casino')).toBe('/ru/live-casino');
    expect(at('/', '?category=popular')).toBe('/');
    expect(at('/', '?category=nonsense')).toBe('/');
    // The home page lists a catalogue category that has no route (the asian games tile).
    expect(at('/', '?category=asian-games')).toBeNull();
  });

  it('opens live casino with fresh filters', () => {
    expect(at('/', '?live-casino')).toBe('/live-casino');
    expect(at('/', '?live-casino=true&search_result=drag&name=acme&r=AB12')).toBe(
      '/live-casino?r=AB12',
    );
    expect(at('/', '?live-casino=false')).toBe('/');
  });

  it('opens a tournament, or the list when none is named', () => {
    expect(at('/', '?tournament=42')).toBe('/tournament/42');
    expect(at('/', '?tournament=spring-cup')).toBe('/tournament/spring-cup');
    expect(at('/', '?tournament')).toBe('/tournament');
    expect(at('/', '?tournament=true')).toBe('/tournament');
    expect(at('/', '?tournament=%3Cscript%3E')).toBe('/tournament');
  });

  it('carries notificationId and bonusId to their pages', () => {
    expect(at('/', '?notificationId=17')).toBe('/profile/notification?notificationId=17');
    expect(at('/slots', '?bonusId=9')).toBe('/profile/bonus?bonusId=9');
    expect(at('/bn/slots', '?bonusId=9')).toBe('/bn/profile/bonus?bonusId=9');
    expect(at('/profile/notification', '?notificationId=17')).toBeNull();
    expect(at('/profile/bonus', '?bonusId=9')).toBeNull();
    expect(at('/slots', '?bonusId=%00')).toBe('/slots');
  });

  it('leaves every other link alone', () => {
    expect(at('/')).toBeNull();
    expect(at('/', '?search_result=dragon,hoard')).toBeNull();
    expect(at('/slots', '?category=poker')).toBeNull();
    expect(at('/profile/transactions', '?status=success&method=upi')).toBeNull();
    expect(at('/tr/info/kycaml')).toBeNull();
  });
});

describe('categoryRoute', () => {
  it('knows routes and slugs, in any casing, and nothing else', () => {
    expect(categoryRoute('Slots')).toBe('slots');
    expect(categoryRoute('black-jack')).toBe('blackjack');
    expect(categoryRoute('/keno')).toBe('keno');
    expect(categoryRoute('casino')).toBeNull();
    expect(categoryRoute(null)).toBeNull();
  });
});
