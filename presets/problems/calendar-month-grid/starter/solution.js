/**
 * @param {number} year
 * @param {number} month 1..12
 * @param {number} weekStart 0 = Sunday … 6 = Saturday
 * @return {string[][]} 6 rows of 7 "YYYY-MM-DD" strings
 */
function monthGrid(year, month, weekStart) {

}
