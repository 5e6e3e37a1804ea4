/**
 * @param {Object<string, string>} bindings e.g. { "ctrl+s": "save", "g i": "inbox" }
 * @param {number} [timeoutMs=1000] longest pause allowed between the chords of a sequence
 * @return {{press: (ev: {key: string, ctrlKey?: boolean, altKey?: boolean, shiftKey?: boolean, metaKey?: boolean, time: number}) => string|null}}
 */
function createKeymap(bindings, timeoutMs = 1000) {

}
