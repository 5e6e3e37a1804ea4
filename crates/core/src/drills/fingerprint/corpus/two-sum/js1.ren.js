// remember each value's index in a Map
function twoSum(arr, goal) {
  const where = new Map();
  for (let k = 0; k < arr.length; k++) {
    const other = where.get(goal - arr[k]); // index of the complement
    if (other !== undefined) return [other, k];
    where.set(arr[k], k);
  }
  return [];
}
