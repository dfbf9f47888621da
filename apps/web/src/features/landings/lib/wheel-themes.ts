import type { WheelType } from '@jackdaw/contracts';

/** The drawings a wheel can carry: one emblem per theme, some shared as ornaments. */
export type EmblemName =
  | 'heart'
  | 'gamepad'
  | 'spade'
  | 'diamond'
  | 'plane'
  | 'chick'
  | 'flag-turkey'
  | 'flag-bangladesh'
  | 'flag-uzbekistan'
  | 'top-hat'
  | 'chip'
  | 'lollipop'
  | 'bolt'
  | 'coin'
  | 'jester'
  | 'pegs'
  | 'cherries'
  | 'lemon'
  | 'star';

/** A segment's fill and the ink its label is written in (at least 4.5:1 on that fill). */
export interface SegmentPaint {
  fill: string;
  ink: string;
}

/**
 * A wheel's theme (issue 25: a wheel drawn for each landing): its segments' paints (repeated
 * clockwise), the rim and hub metals, the bulbs around the rim, the pointer, the emblem on its
 * segments and hub, and the ornaments floating around it. Colours are the artwork's own; the
 * page around the wheel keeps the site's tokens.
 */
export interface WheelTheme {
  segments: 8 | 10 | 12;
  paints: readonly SegmentPaint[];
  rim: readonly [string, string, string];
  /** Highlight and body of the hub; the body holds white words at 4.5:1 or more. */
  hub: readonly [string, string];
  bulb: string;
  pointer: string;
  /** The light behind the wheel. */
  glow: string;
  emblem: EmblemName;
  ornaments: readonly EmblemName[];
}

const gold = ['#fff1b8', '#e0a82e', '#8a5a12'] as const;
const silver = ['#f4f7ff', '#aab4cc', '#4b5570'] as const;
const light = '#fffaf0';
const dark = '#1a1300';

export const WHEEL_THEMES: Record<WheelType, WheelTheme> = {
  girls: {
    segments: 10,
    paints: [
      { fill: '#c2185b', ink: light },
      { fill: '#fce4ec', ink: '#6d0f35' },
      { fill: '#8e24aa', ink: light },
      { fill: '#f8bbd0', ink: '#5a0b2c' },
    ],
    rim: ['#ffe0f0', '#e05a9c', '#6d1440'],
    hub: ['#ff8ac4', '#a3145e'],
    bulb: '#fff0f8',
    pointer: '#ff4f9a',
    glow: '#ff4f9a',
    emblem: 'heart',
    ornaments: ['heart', 'star', 'heart', 'diamond'],
  },
  teenagers: {
    segments: 8,
    paints: [
      { fill: '#00bcd4', ink: '#001f24' },
      { fill: '#1a1040', ink: '#7ff3ff' },
      { fill: '#e040fb', ink: '#1c0022' },
      { fill: '#14213d', ink: '#ffd6ff' },
    ],
    rim: ['#b9fbff', '#2bb8e0', '#1b2a6b'],
    hub: ['#6ef2ff', '#6a1b9a'],
    bulb: '#b9fbff',
    pointer: '#e040fb',
    glow: '#00e5ff',
    emblem: 'gamepad',
    ornaments: ['gamepad', 'star', 'bolt', 'star'],
  },
  cards: {
    segments: 8,
    paints: [
      { fill: '#b71c1c', ink: light },
      { fill: '#111111', ink: '#ffd54f' },
      { fill: '#f5efe0', ink: '#7a0c0c' },
      { fill: '#0b5d3b', ink: light },
    ],
    rim: gold,
    hub: ['#2b2b2b', '#000000'],
    bulb: '#ffe7a3',
    pointer: '#d32f2f',
    glow: '#e0a82e',
    emblem: 'spade',
    ornaments: ['spade', 'diamond', 'heart', 'spade'],
  },
  aviator: {
    segments: 8,
    paints: [
      { fill: '#d50000', ink: light },
      { fill: '#1b1b24', ink: '#ff8a80' },
      { fill: '#f5f5f5', ink: '#8b0000' },
      { fill: '#3a0a0a', ink: '#ffcdd2' },
    ],
    rim: silver,
    hub: ['#ff5252', '#7f0000'],
    bulb: '#ffebee',
    pointer: '#ff1744',
    glow: '#ff1744',
    emblem: 'plane',
    ornaments: ['plane', 'star', 'plane', 'star'],
  },
  'chicks-turkey': {
    segments: 10,
    paints: [
      { fill: '#e30a17', ink: light },
      { fill: '#ffffff', ink: '#9e0610' },
      { fill: '#ffc107', ink: dark },
      { fill: '#a8000c', ink: light },
    ],
    rim: gold,
    hub: ['#ff5a63', '#9e0610'],
    bulb: '#fff3c4',
    pointer: '#e30a17',
    glow: '#ffc107',
    emblem: 'chick',
    ornaments: ['flag-turkey', 'chick', 'star', 'chick'],
  },
  'chicks-bangladesh': {
    segments: 10,
    paints: [
      { fill: '#006a4e', ink: light },
      { fill: '#ffd54f', ink: dark },
      { fill: '#f42a41', ink: '#1f0004' },
      { fill: '#00452f', ink: '#ffe08a' },
    ],
    rim: gold,
    hub: ['#2e9e78', '#00452f'],
    bulb: '#fff3c4',
    pointer: '#f42a41',
    glow: '#ffd54f',
    emblem: 'chick',
    ornaments: ['flag-bangladesh', 'chick', 'star', 'chick'],
  },
  'chicks-uzbekistan': {
    segments: 10,
    paints: [
      { fill: '#0099b5', ink: '#001d23' },
      { fill: '#ffffff', ink: '#005f70' },
      { fill: '#1eb53a', ink: '#00210a' },
      { fill: '#ffca28', ink: dark },
    ],
    rim: gold,
    hub: ['#4fd2e8', '#006b80'],
    bulb: '#fff3c4',
    pointer: '#ce1126',
    glow: '#4fd2e8',
    emblem: 'chick',
    ornaments: ['flag-uzbekistan', 'chick', 'star', 'chick'],
  },
  'crazy-time': {
    segments: 12,
    paints: [
      { fill: '#ffeb3b', ink: dark },
      { fill: '#2962ff', ink: light },
      { fill: '#00c853', ink: '#002210' },
      { fill: '#d500f9', ink: '#1c0022' },
      { fill: '#ff6d00', ink: '#1f0d00' },
      { fill: '#00b8d4', ink: '#001f24' },
    ],
    rim: ['#fff59d', '#ff4081', '#4a148c'],
    hub: ['#ff80ab', '#6a1b9a'],
    bulb: '#ffffff',
    pointer: '#ff1744',
    glow: '#ff4081',
    emblem: 'top-hat',
    ornaments: ['top-hat', 'star', 'coin', 'star'],
  },
  roulette: {
    segments: 12,
    paints: [
      { fill: '#c62828', ink: light },
      { fill: '#121212', ink: light },
    ],
    rim: ['#e7c98a', '#8d5524', '#3e2311'],
    hub: ['#e0b15c', '#6b3f12'],
    bulb: '#fff3d6',
    pointer: '#e0b15c',
    glow: '#2e7d32',
    emblem: 'chip',
    ornaments: ['chip', 'diamond', 'chip', 'star'],
  },
  'sweet-bonanza': {
    segments: 10,
    paints: [
      { fill: '#ff80ab', ink: '#3d0016' },
      { fill: '#80d8ff', ink: '#002433' },
      { fill: '#b388ff', ink: '#1a0040' },
      { fill: '#ffe57f', ink: '#3d2c00' },
      { fill: '#a7ffeb', ink: '#00332a' },
    ],
    rim: ['#ffffff', '#ff80ab', '#ad1457'],
    hub: ['#ff8ab5', '#ad1457'],
    bulb: '#ffffff',
    pointer: '#e91e63',
    glow: '#ff80ab',
    emblem: 'lollipop',
    ornaments: ['lollipop', 'heart', 'star', 'lollipop'],
  },
  olympus: {
    segments: 8,
    paints: [
      { fill: '#1a237e', ink: '#ffe082' },
      { fill: '#e6c15a', ink: '#1a1300' },
      { fill: '#3949ab', ink: light },
      { fill: '#f5f0e1', ink: '#1a237e' },
    ],
    rim: gold,
    hub: ['#7986cb', '#1a237e'],
    bulb: '#fff8e1',
    pointer: '#ffd54f',
    glow: '#7c4dff',
    emblem: 'bolt',
    ornaments: ['bolt', 'star', 'bolt', 'coin'],
  },
  coinStrike: {
    segments: 10,
    paints: [
      { fill: '#ffca28', ink: dark },
      { fill: '#4e2a04', ink: '#ffe082' },
      { fill: '#ff8f00', ink: '#1f0d00' },
      { fill: '#263238', ink: '#ffd54f' },
    ],
    rim: gold,
    hub: ['#ffca28', '#7a4500'],
    bulb: '#fff8e1',
    pointer: '#ff3d00',
    glow: '#ffb300',
    emblem: 'coin',
    ornaments: ['coin', 'star', 'coin', 'bolt'],
  },
  energyJoker: {
    segments: 8,
    paints: [
      { fill: '#6200ea', ink: light },
      { fill: '#76ff03', ink: '#0b2000' },
      { fill: '#311b92', ink: '#ccff90' },
      { fill: '#ffea00', ink: '#201c00' },
    ],
    rim: ['#e1bee7', '#8e24aa', '#2a0845'],
    hub: ['#b388ff', '#4a148c'],
    bulb: '#f4ff81',
    pointer: '#76ff03',
    glow: '#7c4dff',
    emblem: 'jester',
    ornaments: ['jester', 'bolt', 'star', 'bolt'],
  },
  plinko: {
    segments: 12,
    paints: [
      { fill: '#ff1744', ink: '#1f0006' },
      { fill: '#ff9100', ink: '#1f0d00' },
      { fill: '#ffea00', ink: '#201c00' },
      { fill: '#00e676', ink: '#002210' },
      { fill: '#00b0ff', ink: '#001a26' },
      { fill: '#651fff', ink: light },
    ],
    rim: silver,
    hub: ['#82b1ff', '#1a237e'],
    bulb: '#e3f2fd',
    pointer: '#ff1744',
    glow: '#00b0ff',
    emblem: 'pegs',
    ornaments: ['pegs', 'star', 'pegs', 'diamond'],
  },
  fruity: {
    segments: 10,
    paints: [
      { fill: '#d50000', ink: light },
      { fill: '#ffeb3b', ink: dark },
      { fill: '#43a047', ink: '#001f06' },
      { fill: '#ff9100', ink: '#1f0d00' },
      { fill: '#8e24aa', ink: light },
    ],
    rim: ['#ccff90', '#43a047', '#1b5e20'],
    hub: ['#ff8a80', '#b71c1c'],
    bulb: '#fffde7',
    pointer: '#ffeb3b',
    glow: '#76ff03',
    emblem: 'cherries',
    ornaments: ['cherries', 'lemon', 'star', 'cherries'],
  },
};
