import sys

sys.setrecursionlimit(100000)


def diameter_of_binary_tree(root):
    # Recomputes subtree heights at every node: O(n^2) on a deep tree.
    def h(n):
        return 0 if n is None else 1 + max(h(n.left), h(n.right))

    def d(n):
        if n is None:
            return 0
        return max(h(n.left) + h(n.right), d(n.left), d(n.right))

    return d(root)
