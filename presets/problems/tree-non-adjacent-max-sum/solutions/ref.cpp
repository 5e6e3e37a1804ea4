class Solution {
public:
    int maxPartyFun(TreeNode* root) {
        auto [take, skip] = walk(root);
        return max(take, skip);
    }

private:
    // (best sum with this node chosen, best sum without it); height <= 500 keeps recursion shallow
    pair<int, int> walk(TreeNode* node) {
        if (!node) return {0, 0};
        auto [lt, ls] = walk(node->left);
        auto [rt, rs] = walk(node->right);
        return {node->val + ls + rs, max(lt, ls) + max(rt, rs)};
    }
};
