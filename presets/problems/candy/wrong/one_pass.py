def candy(ratings):
    # wrong: only the left neighbour is respected
    give = [1] * len(ratings)
    for i in range(1, len(ratings)):
        if ratings[i] > ratings[i - 1]:
            give[i] = give[i - 1] + 1
    return sum(give)
