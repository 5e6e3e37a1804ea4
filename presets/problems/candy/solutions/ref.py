def candy(ratings):
    n = len(ratings)
    give = [1] * n
    for i in range(1, n):  # the rule towards the left neighbour
        if ratings[i] > ratings[i - 1]:
            give[i] = give[i - 1] + 1
    for i in range(n - 2, -1, -1):  # the rule towards the right neighbour, keeping the left one
        if ratings[i] > ratings[i + 1] and give[i] <= give[i + 1]:
            give[i] = give[i + 1] + 1
    return sum(give)
