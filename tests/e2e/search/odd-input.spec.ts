import {describeOddSearchInput} from '../../fixtures/oddInput';
import {origin, SUBPATH_PORT} from '../../fixtures/servers';

// Both editions of the site, and of the build below /hama/ (addresses on its own server).
const SUBPATH = `${origin(SUBPATH_PORT)}/hama`;

describeOddSearchInput([
  {name: 'Korean edition', prefix: '', lang: 'ko'},
  {name: 'English edition', prefix: '/en', lang: 'en'},
  {name: 'Korean edition below /hama/', prefix: SUBPATH, lang: 'ko'},
  {name: 'English edition below /hama/', prefix: `${SUBPATH}/en`, lang: 'en'},
]);
