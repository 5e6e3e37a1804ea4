/**
 * createSelector(in1, in2, ..., combiner) or createSelector([in1, in2, ...], combiner)
 * @param {...Function|Function[]} fns
 * @return {Function} a selector with recomputations() and resetRecomputations()
 */
function createSelector(...fns) {

}
