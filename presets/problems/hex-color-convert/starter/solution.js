/**
 * @param {string} hex  "#rgb", "#rgba", "#rrggbb" or "#rrggbbaa"
 * @return {{r: number, g: number, b: number, a: number} | null}
 */
function hexToRgba(hex) {

}

/**
 * @param {{r: number, g: number, b: number, a?: number}} color
 * @return {string} "#rrggbb" or "#rrggbbaa", lowercase
 */
function rgbaToHex(color) {

}
