struct NotUsed {}
