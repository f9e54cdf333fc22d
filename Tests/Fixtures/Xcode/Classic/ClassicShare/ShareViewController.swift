final class ShareViewController {}
