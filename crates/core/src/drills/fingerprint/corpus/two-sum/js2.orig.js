function twoSum(nums, target) {
  const idx = nums.map((_, i) => i).sort((a, b) => nums[a] - nums[b]);
  let left = 0;
  let right = idx.length - 1;
  while (left < right) {
    const sum = nums[idx[left]] + nums[idx[right]];
    if (sum === target) return [idx[left], idx[right]].sort((a, b) => a - b);
    if (sum < target) left++;
    else right--;
  }
  return [];
}
