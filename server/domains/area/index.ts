/** The area domain (China's administrative divisions): what other domains may use. */
export { areaAt, childAreas, levelOf } from './area.service';
