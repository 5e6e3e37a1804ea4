def last_stone_weight(stones):
    stones = list(stones)
    while len(stones) > 1:
        stones.sort()
        y = stones.pop()
        x = stones.pop()
        if x != y:
            stones.insert(0, y - x)
    return stones[0] if stones else 0
