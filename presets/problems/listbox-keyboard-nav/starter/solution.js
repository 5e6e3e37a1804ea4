/**
 * @param {Array<{label: string, disabled?: boolean}>} items
 * @param {{loop?: boolean}} [options]
 * @return {{active: () => number, move: (key: string, now?: number) => number}}
 */
function createListNav(items, options = {}) {

}
