class Solution {
public:
    int widthOfBinaryTree(TreeNode* root) {
        if (!root) return 0;
        long long best = 0;
        vector<pair<TreeNode*, long long>> level{{root, 0}};
        while (!level.empty()) {
            long long first = level.front().second;
            best = max(best, level.back().second - first + 1);
            vector<pair<TreeNode*, long long>> next;
            for (auto [node, pos] : level) {
                pos -= first;  // re-based: positions stay below twice the answer
                if (node->left) next.push_back({node->left, 2 * pos});
                if (node->right) next.push_back({node->right, 2 * pos + 1});
            }
            level.swap(next);
        }
        return (int)best;
    }
};
