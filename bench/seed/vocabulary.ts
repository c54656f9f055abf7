import { type SQL, sql } from 'drizzle-orm';

/** The catalogue's kinds of component, each with the category it is filed under. */
export const kinds = [
  ['Resistor', 'Resistors'],
  ['Capacitor', 'Capacitors'],
  ['Inductor', 'Inductors'],
  ['Diode', 'Diodes'],
  ['LED', 'LEDs'],
  ['Transistor', 'Transistors'],
  ['MOSFET', 'MOSFETs'],
  ['Op-amp', 'Amplifiers'],
  ['Voltage regulator', 'Regulators'],
  ['Microcontroller board', 'Microcontroller boards'],
  ['Sensor', 'Sensors'],
  ['Relay', 'Relays'],
  ['Switch', 'Switches'],
  ['Connector', 'Connectors'],
  ['Crystal oscillator', 'Oscillators'],
  ['Display', 'Displays'],
  ['Motor driver', 'Motor drivers'],
  ['Logic IC', 'Logic'],
  ['Fuse', 'Fuses'],
  ['Breadboard', 'Breadboards'],
] as const;

/** The consumables' kinds: each with the category it is filed under and the unit its stock is counted in. */
export const consumableKinds = [
  ['Resistor', 'Resistors', 'pcs'],
  ['Capacitor', 'Capacitors', 'pcs'],
  ['LED', 'LEDs', 'pcs'],
  ['Fuse', 'Fuses', 'pcs'],
  ['Jumper wire', 'Connectors', 'pcs'],
  ['Hook-up wire', 'Connectors', 'm'],
  ['Heat-shrink tubing', 'Connectors', 'm'],
] as const;

/** What a component is used for: the second category of every type. */
export const usages = [
  'Arduino',
  'Robotics',
  'Audio',
  'Power',
  'IoT',
  'Teaching',
  'Prototyping',
  'RF',
  'Measurement',
  'Lighting',
] as const;

export const features = [
  'temperature',
  'humidity',
  'low-noise',
  'high-speed',
  'through-hole',
  'surface-mount',
  'automotive grade',
  'rail-to-rail',
  'waterproof',
  'breadboard friendly',
  'precision',
  'high-current',
] as const;

export const packages = ['DIP-8', 'SOIC-8', 'TO-92', 'TO-220', '0603', '0805', 'SOT-23', 'QFN-32', 'module'] as const;
export const manufacturers = [
  'Texas Instruments',
  'STMicro',
  'Microchip',
  'Vishay',
  'Bourns',
  'Adafruit',
  'Würth',
] as const;
export const firstNames = ['Freja', 'Mikkel', 'Sofie', 'Oliver', 'Ida', 'Noah', 'Emma', 'William', 'Clara', 'Lucas'];
export const lastNames = ['Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Jensen', 'Madsen'];

/** `words[index mod n]` as SQL, for a row number expression such as generate_series' `g`. */
export function pick(words: readonly string[], index: SQL): SQL {
  const list = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  return sql`(array[${list}]::text[])[1 + (${index}) % ${words.length}]`;
}
