// The uploads module's public face: pictures staff upload, stored in the database and served at
// /static/uploads/<sha256>.<ext> (README.md).
export {
  acceptRawPictures,
  createUploadsService,
  pictureTypeOf,
  uploadsAssets,
  uploadUrl,
  type UploadsService,
} from './uploads.js';
