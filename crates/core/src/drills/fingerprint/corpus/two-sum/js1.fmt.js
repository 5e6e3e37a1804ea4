function twoSum(nums, target)
{
  const seen = new Map()
  let lookups = 0
  for (let i = 0; i < nums.length; i++)
  {
    lookups++
    const j = seen.get(target - nums[i])
    if (j !== undefined) {
      return [j, i]
    }
    seen.set(nums[i], i)
  }
  const n = nums.length
  return []
}
