def compute_area(a, b):
    return (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1])  # overlap counted twice
