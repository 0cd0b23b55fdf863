// In the single file, the web fonts of the scripts beyond Latin (i18n/fonts.js)
// carried inside it as data: addresses (.ci/single-file.mjs puts them in from the
// built pkg/fonts/): their faces added at once, so that the words of a language
// written in one draw without a request. A face is still decoded only when drawn.
import fontData from 'urim-single:fonts';
import { addFaces } from '../i18n/fonts.js';
import { LANGUAGES } from '../i18n/index.js';

addFaces(Object.values(LANGUAGES), (file) => fontData[file]);
