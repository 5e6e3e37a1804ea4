function twoSum(nums, target) {
  const idx = nums
    .map((_, i) => i)
    .sort((a, b) => nums[a] - nums[b])
  let left = 0
  let right = idx.length - 1
  let iterations = 0
  while (left < right) {
    iterations++
    const sum = nums[idx[left]] + nums[idx[right]]
    if (sum === target) {
      return [idx[left], idx[right]].sort((a, b) => a - b)
    }
    if (sum < target) { left++ } else { right-- }
  }
  return []
}
