function twoSum(nums, target) {
  const n = nums.length;
  const seen = new Map();
  for (let i = 0; i < n; i++) {
    const j = seen.get(target - nums[i]);
    if (j !== undefined) return [j, i];
    seen.set(nums[i], i);
  }
  return [];
}
