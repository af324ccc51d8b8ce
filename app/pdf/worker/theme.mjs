// Greyscale only: the handout must print on any printer (decision 0026). Groups of icons are
// told apart by dark fill against outline or light fill, never by hue.
export const INK = '#000000'
export const GREY_DARK = '#333333'
export const GREY_MID = '#666666'
export const GREY_LINE = '#999999'
export const GREY_LIGHT = '#c8c8c8'
export const GREY_FAINT = '#f2f2f2'
export const PAPER = '#ffffff'

export const PALETTE = [INK, GREY_DARK, GREY_MID, GREY_LINE, GREY_LIGHT, GREY_FAINT, PAPER]

export const FONT_FAMILY = 'DejaVu Sans'
export const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' }
