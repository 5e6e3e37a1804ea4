class Solution {
public:
    long long countPaths(TreeNode* root, long long target) {
        if (!root) return 0;
        unordered_map<long long, int> seen;
        seen[0] = 1;
        long long count = 0;
        // explicit stack: (node, prefix sum including node, leaving?)
        vector<tuple<TreeNode*, long long, bool>> stack;
        stack.emplace_back(root, 0, false);
        while (!stack.empty()) {
            auto [node, prefix, leaving] = stack.back();
            stack.pop_back();
            if (leaving) { --seen[prefix]; continue; }
            prefix += node->val;
            auto it = seen.find(prefix - target);
            if (it != seen.end()) count += it->second;
            ++seen[prefix];
            stack.emplace_back(node, prefix, true);
            if (node->right) stack.emplace_back(node->right, prefix, false);
            if (node->left) stack.emplace_back(node->left, prefix, false);
        }
        return count;
    }
};
