class Solution {
public:
    TreeNode* lcaDeepestLeaves(TreeNode* root) { return walk(root).second; }

private:
    pair<int, TreeNode*> walk(TreeNode* node) {
        if (!node) return {0, nullptr};
        auto [lh, l] = walk(node->left);
        auto [rh, r] = walk(node->right);
        if (lh == rh) return {lh + 1, node};
        return lh > rh ? make_pair(lh + 1, l) : make_pair(rh + 1, r);
    }
};
