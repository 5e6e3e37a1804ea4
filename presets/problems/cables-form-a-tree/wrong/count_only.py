def is_tree(n, cables):
    return len(cables) == n - 1  # a cycle on one side and a gap elsewhere also has n - 1 cables
