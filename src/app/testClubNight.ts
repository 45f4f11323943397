/**
 * A club night's tables, for the games list's tests (unit and e2e alike): Łukasz plays two of
 * them, Żółw one, so a search typed without Polish letters has something to find.
 */
export const CLUB_NIGHT: readonly (readonly [string, string, string, string])[] = [
  ['Łukasz', 'Anna', 'Bartek', 'Celina'],
  ['Darek', 'Ewa', 'Franek', 'Gosia'],
  ['Henryk', 'Iza', 'Żółw', 'Jan'],
  ['Kasia', 'Łukasz', 'Marek', 'Nina'],
  ['Ola', 'Piotr', 'Rafał', 'Sara'],
  ['Tomek', 'Ula', 'Wiktor', 'Zenon'],
  ['Adam', 'Beata', 'Cezary', 'Dorota'],
  ['Edyta', 'Filip', 'Grażyna', 'Hubert'],
];
