import {describeOddPlaygroundInput} from '../../fixtures/oddInput';
import {origin, SUBPATH_PORT} from '../../fixtures/servers';

// Both editions, and the Korean one of the build below /hama/ (addresses on its own server).
describeOddPlaygroundInput([
  {name: 'Korean edition', prefix: '', lang: 'ko'},
  {name: 'English edition', prefix: '/en', lang: 'en'},
  {name: 'Korean edition below /hama/', prefix: `${origin(SUBPATH_PORT)}/hama`, lang: 'ko'},
]);
