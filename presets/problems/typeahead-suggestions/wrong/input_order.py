def suggested_products(products, word):
    out = []
    alive = list(products)
    for i in range(len(word)):
        prefix = word[: i + 1]
        alive = [p for p in alive if p.startswith(prefix)]
        out.append(alive[:3])  # the first three found, not the smallest
    return out
