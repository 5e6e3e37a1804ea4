/**
 * @param {string} template text with {{ path }} and {{{ path }}} tags
 * @param {Object} data
 * @return {string}
 */
function render(template, data) {

}
