def suggested_products(products, word):
    out = []
    for i in range(len(word)):  # every product for every prefix
        prefix = word[: i + 1]
        out.append(sorted(p for p in products if p.startswith(prefix))[:3])
    return out
