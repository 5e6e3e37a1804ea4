from bisect import bisect_left


def suggested_products(products, word):
    products = sorted(products)
    out = []
    for i in range(len(word)):
        prefix = word[: i + 1]
        lo = bisect_left(products, prefix)
        picks = [p for p in products[lo : lo + 3] if p.startswith(prefix)]
        if not picks:
            break  # the remaining prefixes get no list at all
        out.append(picks)
    return out
