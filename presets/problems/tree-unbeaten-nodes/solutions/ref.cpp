class Solution {
public:
    int goodNodes(TreeNode* root) {
        int count = 0;
        vector<pair<TreeNode*, int>> stack{{root, root->val}};
        while (!stack.empty()) {
            auto [node, top] = stack.back();
            stack.pop_back();
            if (node->val >= top) ++count;
            top = max(top, node->val);
            if (node->left) stack.push_back({node->left, top});
            if (node->right) stack.push_back({node->right, top});
        }
        return count;
    }
};
