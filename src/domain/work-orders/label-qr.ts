// docs/decisions.md#work-orders: how the QR labels draw their codes (the labels e2e draws the
// expected URL with the same options and compares).

export const QR_OPTIONS = { type: 'svg', margin: 1, errorCorrectionLevel: 'M' } as const;
