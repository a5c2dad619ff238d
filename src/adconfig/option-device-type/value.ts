import { idsOf, idValue } from '@core/option';

/** A 3 device type value: the list of device type ids (ids as text while edited, each once). */
export type DeviceTypeValue = string[];

/** params.value → the chosen ids; anything but a list of ids is none chosen. */
export const decodeDeviceTypes = (raw: unknown): DeviceTypeValue => idsOf(raw);

/** The ids sent: whole numbers as numbers (handbook ids), others as text. */
export const encodeDeviceTypes = (value: DeviceTypeValue): Array<number | string> => value.map(idValue);
