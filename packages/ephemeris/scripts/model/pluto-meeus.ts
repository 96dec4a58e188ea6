// Pluto from Meeus's periodic-term fit (Astronomical Algorithms ch. 37) as implemented in the MIT-licensed npm
// package astronomia 4.2.0; valid 1885-2099 only. Heliocentric, equatorial J2000 (FK5), AU.
import pluto from 'astronomia/pluto';

const OBLIQUITY_J2000 = (84_381.448 / 3600) * (Math.PI / 180);

export function plutoHeliocentricMeeus(julianDayTt: number, out: { x: number; y: number; z: number }): void {
  const { lon, lat, range } = (pluto as { heliocentric(jde: number): { lon: number; lat: number; range: number } }).heliocentric(julianDayTt);
  const x = range * Math.cos(lat) * Math.cos(lon);
  const y = range * Math.cos(lat) * Math.sin(lon);
  const z = range * Math.sin(lat);
  out.x = x;
  out.y = Math.cos(OBLIQUITY_J2000) * y - Math.sin(OBLIQUITY_J2000) * z;
  out.z = Math.sin(OBLIQUITY_J2000) * y + Math.cos(OBLIQUITY_J2000) * z;
}
