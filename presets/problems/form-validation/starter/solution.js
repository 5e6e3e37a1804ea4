/**
 * @param {Object<string, any>} values the form's values by field name
 * @param {Object<string, Array<Object>>} schema the rules of each field, in order
 * @return {Object<string, string>} the first error message of each invalid field
 */
function validateForm(values, schema) {

}
