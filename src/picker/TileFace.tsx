/**
 * Tile faces drawn as SVG (the project's own drawings, no image files): crisp at every size.
 * Glyphs are drawn as strokes, not CJK text, so they look the same on a device without CJK fonts.
 * The face is decorative (aria-hidden): the button around it carries the tile's name.
 */
import type { ReactElement } from 'react';
import { isRed, kindOf, numberOf, suitOf, type Tile } from '../core/tiles';

const INK = '#1c2541';
const RED = '#c62828';
const GREEN = '#2e7d32';
const BLUE = '#1f5fa8';

export function TileFace({ tile, className }: { readonly tile: Tile; readonly className?: string }) {
  const kind = kindOf(tile);
  const red = isRed(tile);
  return (
    <svg viewBox="0 0 60 80" className={className ?? 'tile-face'} aria-hidden="true" focusable="false" data-tile={tile}>
      <rect x="1" y="1" width="58" height="78" rx="7" fill="#fbf7ea" stroke="#8d826b" strokeWidth="2" />
      {face(suitOf(kind), numberOf(kind), red)}
      {red ? <circle cx="51" cy="9" r="4" fill={RED} /> : null}
    </svg>
  );
}

function face(suit: 'm' | 'p' | 's' | 'z', n: number, red: boolean): ReactElement {
  switch (suit) {
    case 'm':
      return <ManFace n={n} red={red} />;
    case 'p':
      return <PinFace n={n} red={red} />;
    case 's':
      return <SouFace n={n} red={red} />;
    case 'z':
      return <HonorFace n={n} />;
  }
}

/** Man: the numeral over a drawn 万 (the simplified 萬) in red. */
function ManFace({ n, red }: { n: number; red: boolean }) {
  return (
    <g>
      <text
        x="30"
        y="37"
        textAnchor="middle"
        fontSize="32"
        fontWeight="700"
        fontFamily="Georgia, 'DejaVu Serif', serif"
        fill={red ? RED : INK}
      >
        {n}
      </text>
      <g fill="none" stroke={RED} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M15 47 H45" />
        <path d="M29 47 C29 58 25 66 16 72" />
        <path d="M28 56 H42 C42 63 41 68 37 71 L34 69" />
      </g>
    </g>
  );
}

type Dot = readonly [x: number, y: number, r: number, color: string];

function pinDots(n: number): Dot[] {
  const b = BLUE;
  const g = GREEN;
  const r = RED;
  switch (n) {
    case 1:
      return [[30, 40, 18, r]];
    case 2:
      return [
        [30, 23, 11, g],
        [30, 57, 11, b],
      ];
    case 3:
      return [
        [15, 17, 9, b],
        [30, 40, 9, r],
        [45, 63, 9, g],
      ];
    case 4:
      return [
        [18, 24, 10, b],
        [42, 24, 10, g],
        [18, 56, 10, g],
        [42, 56, 10, b],
      ];
    case 5:
      return [
        [16, 18, 9, b],
        [44, 18, 9, g],
        [30, 40, 9, r],
        [16, 62, 9, g],
        [44, 62, 9, b],
      ];
    case 6:
      return [
        [19, 16, 8.5, g],
        [41, 16, 8.5, g],
        [19, 42, 8.5, r],
        [41, 42, 8.5, r],
        [19, 64, 8.5, r],
        [41, 64, 8.5, r],
      ];
    case 7:
      return [
        [14, 13, 7, g],
        [30, 21, 7, g],
        [46, 29, 7, g],
        [19, 49, 8, r],
        [41, 49, 8, r],
        [19, 68, 8, r],
        [41, 68, 8, r],
      ];
    case 8:
      return [12, 31, 49, 68].flatMap((y): Dot[] => [
        [19, y, 8, b],
        [41, y, 8, b],
      ]);
    default:
      return [
        [16, b],
        [40, r],
        [64, g],
      ].flatMap(([y, c]): Dot[] => [14, 30, 46].map((x): Dot => [x, y as number, 7.5, c as string]));
  }
}

/** Pin: circles in the traditional arrangements; a red five is all red. */
function PinFace({ n, red }: { n: number; red: boolean }) {
  return (
    <g>
      {pinDots(n).map(([x, y, r, color], i) => (
        <g key={i}>
          <circle cx={x} cy={y} r={r} fill={red ? RED : color} />
          <circle cx={x} cy={y} r={r * 0.62} fill="#fbf7ea" />
          <circle cx={x} cy={y} r={r * 0.3} fill={red ? RED : color} />
          {n === 1 ? <circle cx={x} cy={y} r={r * 0.82} fill="none" stroke="#fbf7ea" strokeWidth="1.5" strokeDasharray="3 2" /> : null}
        </g>
      ))}
    </g>
  );
}

type Stick = readonly [x: number, y: number, h: number, color: string, angle?: number];

function souSticks(n: number): Stick[] {
  const g = GREEN;
  const r = RED;
  switch (n) {
    case 2:
      return [
        [30, 23, 26, g],
        [30, 57, 26, g],
      ];
    case 3:
      return [
        [30, 23, 26, g],
        [18, 57, 26, g],
        [42, 57, 26, g],
      ];
    case 4:
      return [
        [19, 23, 26, g],
        [41, 23, 26, g],
        [19, 57, 26, g],
        [41, 57, 26, g],
      ];
    case 5:
      return [
        [15, 22, 24, g],
        [45, 22, 24, g],
        [30, 40, 24, r],
        [15, 58, 24, g],
        [45, 58, 24, g],
      ];
    case 6:
      return [15, 30, 45].flatMap((x): Stick[] => [
        [x, 23, 26, g],
        [x, 57, 26, g],
      ]);
    case 7:
      return [
        [30, 15, 18, r],
        ...[15, 30, 45].flatMap((x): Stick[] => [
          [x, 41, 20, g],
          [x, 66, 20, g],
        ]),
      ];
    case 8:
      return [
        [11, 23, 26, g],
        [24, 23, 26, g, 22],
        [36, 23, 26, g, -22],
        [49, 23, 26, g],
        [11, 57, 26, g],
        [24, 57, 26, g, -22],
        [36, 57, 26, g, 22],
        [49, 57, 26, g],
      ];
    default:
      return [16, 40, 64].flatMap((y): Stick[] => [
        [15, y, 20, g],
        [30, y, 20, r],
        [45, y, 20, g],
      ]);
  }
}

/** Sou: bamboo sticks with a node in the middle; the one of sou is a bird; a red five is all red. */
function SouFace({ n, red }: { n: number; red: boolean }) {
  if (n === 1) return <SouBird />;
  return (
    <g>
      {souSticks(n).map(([x, y, h, color, angle], i) => (
        <g key={i} transform={angle ? `rotate(${angle} ${x} ${y})` : undefined}>
          <rect x={x - 3.5} y={y - h / 2} width="7" height={h} rx="3.5" fill={red ? RED : color} />
          <path d={`M${x - 3.5} ${y} H${x + 3.5}`} stroke="#fbf7ea" strokeWidth="1.6" />
          <path d={`M${x} ${y - h / 2 + 3} V${y - 2} M${x} ${y + 2} V${y + h / 2 - 3}`} stroke="#fbf7ea" strokeWidth="1" opacity="0.7" />
        </g>
      ))}
    </g>
  );
}

function SouBird() {
  return (
    <g>
      <path d="M36 56 C50 64 52 74 48 76 C44 70 38 68 30 66 Z" fill={BLUE} />
      <ellipse cx="29" cy="50" rx="13" ry="16" fill={GREEN} />
      <circle cx="28" cy="28" r="8" fill={GREEN} />
      <path d="M21 27 L12 30 L21 32 Z" fill={RED} />
      <circle cx="27" cy="26" r="2" fill="#fbf7ea" />
      <path d="M30 20 C32 12 38 10 41 12 M29 20 C28 13 31 8 34 7" stroke={RED} strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path d="M24 46 C29 52 33 52 37 46" stroke="#fbf7ea" strokeWidth="2" fill="none" />
      <path d="M24 54 C29 60 33 60 37 54" stroke="#fbf7ea" strokeWidth="2" fill="none" />
    </g>
  );
}

const WIND_LETTERS = ['E', 'S', 'W', 'N'] as const;

/** Winds as big letters (how European sets mark them); dragons: blue frame, green 发, red 中. */
function HonorFace({ n }: { n: number }) {
  if (n <= 4) {
    return (
      <text x="30" y="54" textAnchor="middle" fontSize="42" fontWeight="700" fontFamily="Georgia, 'DejaVu Serif', serif" fill={INK}>
        {WIND_LETTERS[n - 1]}
      </text>
    );
  }
  if (n === 5) {
    return (
      <g fill="none" stroke={BLUE}>
        <rect x="12" y="13" width="36" height="54" rx="3" strokeWidth="4" />
        <rect x="18" y="19" width="24" height="42" rx="2" strokeWidth="1.5" />
      </g>
    );
  }
  if (n === 6) {
    return (
      <g fill="none" stroke={GREEN} strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M19 16 L23 25" />
        <path d="M39 15 L43 21" />
        <path d="M12 31 H48" />
        <path d="M31 17 C31 36 26 52 13 66" />
        <path d="M25 45 H43 C38 56 32 63 22 69" />
        <path d="M29 51 C34 60 40 65 48 68" />
      </g>
    );
  }
  return (
    <g fill="none" stroke={RED} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
      <rect x="14" y="27" width="32" height="24" rx="2" />
      <path d="M30 11 V70" />
    </g>
  );
}
