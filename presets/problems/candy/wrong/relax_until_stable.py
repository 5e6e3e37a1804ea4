def candy(ratings):
    n = len(ratings)
    give = [1] * n
    changed = True
    while changed:  # each pass may fix only one more step of a descent: O(n) passes
        changed = False
        for i in range(n):
            if i > 0 and ratings[i] > ratings[i - 1] and give[i] <= give[i - 1]:
                give[i] = give[i - 1] + 1
                changed = True
            if i + 1 < n and ratings[i] > ratings[i + 1] and give[i] <= give[i + 1]:
                give[i] = give[i + 1] + 1
                changed = True
    return sum(give)
