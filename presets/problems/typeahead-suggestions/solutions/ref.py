from bisect import bisect_left


def suggested_products(products, word):
    products = sorted(products)
    out = []
    lo = 0
    for i in range(len(word)):
        prefix = word[: i + 1]
        lo = bisect_left(products, prefix, lo)  # the block of names with this prefix starts here
        picks = []
        for name in products[lo : lo + 3]:
            if name.startswith(prefix):
                picks.append(name)
        out.append(picks)
    return out
