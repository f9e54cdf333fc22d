// ServiceTests
