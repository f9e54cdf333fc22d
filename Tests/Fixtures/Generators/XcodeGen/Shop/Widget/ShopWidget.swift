import WidgetKit
struct ShopWidget {}
