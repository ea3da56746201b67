/** The area domain (China's administrative divisions): what other domains may use. */
export { areaAt, areaPath, areaText, childAreas, levelOf, nearestCounty } from './area.service';
