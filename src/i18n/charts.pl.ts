import type { chartsEn } from './charts.en';

/** The charts' Polish strings: the same keys as charts.en.ts (the type checks it). */
export const chartsPl: { readonly [K in keyof typeof chartsEn]: string } = {
  'charts.scores.title': 'Punkty rozdanie po rozdaniu',
  'charts.scores.x': 'Rozdanie',
  'charts.thousands': '{n} tys.',
  'charts.scores.y': 'Punkty',
  'charts.start': 'Start',
  'charts.scores.summary': 'Po rozdaniu {hand} prowadzi {leader}: {value}. Punkty wahały się od {min} do {max}. Na koniec: {last}.',
  'charts.scores.summaryTied':
    'Po rozdaniu {hand} prowadzą ex aequo {leaders}: {value}. Punkty wahały się od {min} do {max}. Na koniec: {last}.',
  'charts.scores.summaryStart': 'Nie rozegrano jeszcze rozdania: każdy ma {value}.',
  'charts.lastItem': '{name} {value}',
  'charts.listJoin': ', ',
  'charts.player.x': 'Gra',
  'charts.player.rating.title': 'Ranking gra po grze',
  'charts.player.rating.y': 'Ranking',
  'charts.player.rating.line': 'Ranking (μ − 3σ)',
  'charts.player.rating.summary': 'Ranking {value} (μ {mu}; σ {sigma}), ocenione gry: {games}; wahał się od {min} do {max}.',
  'charts.player.places.title': 'Miejsca gra po grze',
  'charts.player.places.y': 'Miejsce',
  'charts.player.places.summary':
    'Miejsca: 1. — {p1}, 2. — {p2}, 3. — {p3}, 4. — {p4} razy; średnio {average}; miejsce w ostatniej grze: {last}.',
  'charts.nights.title': 'Ranking najlepszych graczy wieczór po wieczorze',
  'charts.nights.x': 'Wieczór',
  'charts.nights.y': 'Ranking',
  'charts.nights.summary': 'Po wieczorze {night} prowadzi {leader}: {value}. Rankingi wahały się od {min} do {max}. Na koniec: {last}.',
  'charts.nights.summaryTied':
    'Po wieczorze {night} prowadzą ex aequo {leaders}: {value}. Rankingi wahały się od {min} do {max}. Na koniec: {last}.',
  'charts.loading': 'Wczytywanie wykresu…',
};
