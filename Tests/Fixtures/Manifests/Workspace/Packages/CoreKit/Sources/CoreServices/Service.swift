// Service
