/** The API's amounts are in ISO 4217 minor units, which Intl cannot say: CLDR's digits are fewer for some (HUF, IDR, IQD). */
const OTHER_THAN_TWO: Record<string, number> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

export function minorUnits(currency: string): number {
  return OTHER_THAN_TWO[currency.toUpperCase()] ?? 2;
}
