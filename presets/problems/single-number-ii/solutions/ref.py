def single_number(nums):
    ones = twos = 0
    for x in nums:
        # Per bit, (twos, ones) counts how often the bit was set, modulo 3: 00 -> 01 -> 10 -> 00.
        ones = (ones ^ x) & ~twos
        twos = (twos ^ x) & ~ones
    return ones
